// Nothing of media is used by another domain yet: what it brings to the app is in media.module.ts.
export {};
