import { describeConsoleAudit } from './audit';

describeConsoleAudit('system', 'en');
