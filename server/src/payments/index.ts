export { GatewayError } from './gateway';
export type * from './gateway';
export { createSandboxGateway, sandboxGatewayApp, magicCards } from './gateways/sandbox';
export type { SandboxGateway, SandboxOptions } from './gateways/sandbox';
