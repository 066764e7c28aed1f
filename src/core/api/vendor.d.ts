// The `rison` package ships no types; this declares the part Tessera uses.
declare module 'rison' {
  type RisonValue = string | number | boolean | null | RisonValue[] | { [key: string]: RisonValue };
  interface Rison {
    encode(value: unknown): string;
    decode(text: string): RisonValue;
    id_ok: RegExp;
    next_id: RegExp;
  }
  const rison: Rison;
  export default rison;
}
