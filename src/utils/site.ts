// Facts about the site that every page shares.
export const STORE_NAME = 'Grandtales';
export const SUPPORT_EMAIL = process.env.SUPPORT_EMAIL || 'developers@grandtales.example';
