import { COMPANY_TYPES, USER_TYPES } from '@tillwise/domain';
import { pgEnum } from 'drizzle-orm/pg-core';

export const companyType = pgEnum('company_type', COMPANY_TYPES);
export const userType = pgEnum('user_type', USER_TYPES);
