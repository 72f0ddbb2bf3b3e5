// How the loan forms show and read their dates (peso amounts: EntradaMonto of '@cartera/plataforma/formularios').

/** Business dates travel as 'YYYY-MM-DD' and show as dd/mm/aaaa. */
export const FORMATO_FECHA = 'YYYY-MM-DD';
export const FORMATO_FECHA_VISIBLE = 'DD/MM/YYYY';
