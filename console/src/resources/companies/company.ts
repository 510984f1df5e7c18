export interface Company {
  id: string;
  name: string;
  email: string | null;
  domainType: 'FULL_DOMAIN' | 'PATH';
  domain: string | null;
  path: string | null;
  accountType: string;
  maxContent: number;
  maxUser: number;
  status: string;
}
