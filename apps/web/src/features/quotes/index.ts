/** Quotes (견적서) have no parts other features use; the app mounts their routes (routes.tsx). */
export {};
