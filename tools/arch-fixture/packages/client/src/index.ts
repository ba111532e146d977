import { readFileSync } from 'node:fs';
import { read } from '../../domain/src/index';
export const client = [readFileSync, read];
