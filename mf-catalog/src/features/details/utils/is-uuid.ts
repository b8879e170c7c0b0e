const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id the database could hold: anything else is "no longer listed" without asking it. */
export const isUuid = (value: string) => UUID.test(value);
