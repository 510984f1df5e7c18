import { describeConsoleAudit } from './audit';

describeConsoleAudit('sakura', 'ja');
