// Sheets imported for their side effect (rsbuild inlines them into the page).
declare module '*.css';
