/** spec 7.4: category 8 asks for the total of all venues. (Apart from wallet.ts's schemas: the shell's balance needs only this.) */
export const BALANCE_CATEGORY_TOTAL = 8;
