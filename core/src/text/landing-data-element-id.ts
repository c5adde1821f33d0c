/**
 * The id of the JSON data block in which the server writes the landing's data into each prerendered page
 * (core/src/contracts/landing-data.ts, decision 0076). Zod-free, so the landing page can import it.
 */
export const landingDataElementId = 'landing-data';
