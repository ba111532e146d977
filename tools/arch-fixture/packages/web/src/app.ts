import { server } from '../../server/src/index';
import { cents } from '../../domain/src/money';
export const app = [server, cents];
