// What next-env.d.ts provides (that file is generated per dist dir and not committed).
/// <reference types="next" />
/// <reference types="next/image-types/global" />
