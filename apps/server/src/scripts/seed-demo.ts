import { type Db, type DemoLogin, seedDemo } from '@tillwise/db';
import { hashPassword } from '../modules/auth/passwords.js';

/** Seeds the demo data into an empty database; returns the logins, or null when data already exists. */
export const seedIfEmpty = (db: Db): Promise<DemoLogin[] | null> => seedDemo(db, hashPassword);
