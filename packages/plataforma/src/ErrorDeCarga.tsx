import { Alert } from 'antd';
import { mensajeDeError } from './http';

interface Props {
  error: unknown;
  /** Said when the server gave no words of its own ('Error al cargar las tasas de usura'). */
  texto: string;
  /** 'warning' for what the rest of the screen can live without (a list of modules, a receipt's photo). */
  tipo?: 'error' | 'warning';
}

/** What kept a screen or a section from loading: the server's words, or `texto` when it gave none. */
export function ErrorDeCarga({ error, texto, tipo = 'error' }: Props) {
  return <Alert type={tipo} showIcon title={mensajeDeError(error, texto)} />;
}
