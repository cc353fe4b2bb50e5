// The quotes module's face (견적서, issue 33): nothing other modules use yet; app.ts registers its routes directly.
export {};
