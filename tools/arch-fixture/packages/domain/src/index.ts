import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { Sequelize } from 'sequelize';
export const read = [readFileSync, z, Sequelize];
