/** The largest value a numeric(12,2) column holds; a larger amount would fail in the database. */
export const MAX_MONEY = 9_999_999_999.99;

/** A numeric(12,2) column as the API shows it: the driver hands the value over as a string. */
export const moneyFromColumn = (value: string | null) => (value === null ? null : Number(value));

/** An amount as a numeric(12,2) column stores it. */
export const moneyToColumn = (value: number | null) => (value === null ? null : value.toFixed(2));
