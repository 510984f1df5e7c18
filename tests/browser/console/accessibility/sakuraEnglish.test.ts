import { describeConsoleAudit } from './audit';

describeConsoleAudit('sakura', 'en');
