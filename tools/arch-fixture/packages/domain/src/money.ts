export const cents = 1;
