import { describeConsoleAudit } from './audit';

describeConsoleAudit('system', 'ja');
