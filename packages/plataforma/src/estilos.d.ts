// Stylesheets are bundled by rsbuild (and stubbed under jest); importing one yields nothing typed.
declare module '*.css';
