/** The locale writes decimals with a comma ("0,01" in Italian): what a number typed back into a form should look like. */
export const decimalComma = (locale: string): boolean => new Intl.NumberFormat(locale).format(1.5).includes(",");
