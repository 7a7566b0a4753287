import { type CompanyType, DEFAULT_DEPARTMENT_TYPE } from '@tillwise/domain';
import type { CompanyInput } from '../api/create-company';

/** A department is never made the PARENT (the server refuses it), so the form does not offer it. */
export const departmentTypes = (offered: CompanyType[]): CompanyType[] =>
  offered.filter((t) => t !== 'PARENT');

/** A new department: FACTORY unless chosen otherwise (spec 4.8). */
export const emptyDepartment = (): CompanyInput => ({
  company_name: '',
  company_type: DEFAULT_DEPARTMENT_TYPE,
  address: '',
  contact_number: '',
});
