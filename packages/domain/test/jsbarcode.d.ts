// The one part of JsBarcode (a development dependency) the Code 128 test uses as its oracle.
declare module 'jsbarcode/bin/barcodes/CODE128/index.js' {
  export class CODE128B {
    constructor(data: string, options: object);
    encode(): { data: string; text: string };
  }
}
