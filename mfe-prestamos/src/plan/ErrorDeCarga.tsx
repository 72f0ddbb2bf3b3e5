import { Alert } from 'antd';
import { mensajeDeError } from '@cartera/plataforma';

/** What kept a section from loading: the server's words, or `texto` when it gave none. */
export function ErrorDeCarga({ error, texto }: { error: unknown; texto: string }) {
  return <Alert type="error" showIcon title={mensajeDeError(error, texto)} />;
}
