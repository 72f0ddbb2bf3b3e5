// Builds unsigned JWT-shaped tokens for tests: the browser only reads the payload's `exp`.
function base64Url(texto: string): string {
  return btoa(texto).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function crearToken(payload: Record<string, unknown>): string {
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.firma`;
}

export function tokenVigente(): string {
  return crearToken({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + 3600 });
}

export const usuarioDemo = {
  _id: '7b0c1a52-0d5e-4d8a-9a55-6d1f0a1c2b3d',
  nombre: 'Ana Admin',
  email: 'admin@cartera.local',
  rol: 'admin' as const,
  telefono: '3001234567',
  zona: 'Centro',
  estado: 'activo' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
