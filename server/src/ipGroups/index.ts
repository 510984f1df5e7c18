export { ipv4ToNumber, numberToIpv4, parseIpv4Cidr } from './cidr';
export { matchAddress } from './match';
export { createIpGroupService } from './service';
export type { IpGroupService } from './service';
