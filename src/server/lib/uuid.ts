const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether an id from a URL can be a row id at all: anything else is a 404 without asking the database. */
export const isUuid = (value: string) => UUID.test(value);
