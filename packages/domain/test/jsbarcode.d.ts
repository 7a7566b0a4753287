// The one part of JsBarcode (a development dependency) the Code 128 test uses as its oracle.
declare module 'jsbarcode/bin/barcodes/CODE128/index.js' {
  export class CODE128B {
    constructor(data: string, options: object);
    encode(): { data: string; text: string };
  }
}

// JsBarcode's EAN encoders and its automatic Code 128, oracles for the labels' barcodes.
declare module 'jsbarcode/bin/barcodes/EAN_UPC/EAN13.js' {
  export default class EAN13 {
    constructor(data: string, options: object);
    encode(): { data: string; text: string };
  }
}
declare module 'jsbarcode/bin/barcodes/EAN_UPC/EAN8.js' {
  export default class EAN8 {
    constructor(data: string, options: object);
    encode(): { data: string; text: string };
  }
}
declare module 'jsbarcode/bin/barcodes/CODE128/CODE128_AUTO.js' {
  export default class CODE128AUTO {
    constructor(data: string, options: object);
    encode(): { data: string; text: string };
  }
}
