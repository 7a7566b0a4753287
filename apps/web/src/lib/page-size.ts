const configured = Number(import.meta.env.VITE_PAGE_SIZE);

/** Rows per page of every server list (spec 9: 30 unless configured), for numbering and paging. */
export const PAGE_SIZE = Number.isInteger(configured) && configured > 0 ? configured : 30;
