// Flash-sale constants without zod, so a page that needs only them (the home page's flash floor) does not load the
// API schemas (issue 16, page weight).

/** 0 not started, 1 on, 2 ended */
export const FLASH_SALE_STATE = { upcoming: 0, on: 1, ended: 2 } as const;
