/** The tag color of each event type, in the list and in the detail. */
export const COLORES_TIPO: Readonly<Record<string, string>> = {
  success: 'green',
  error: 'red',
  warning: 'orange',
  info: 'blue',
};
