import { app } from '../../web/src/app';
export const button = app;
