import { balance } from '../dashboard/balance';
export const gallery = [balance];
