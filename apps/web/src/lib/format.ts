import type { UserWire } from '@tillwise/domain';

/** "First Last", or the username when there is no first name (spec 2.2). */
export function displayName(user: Pick<UserWire, 'first_name' | 'last_name' | 'username'>): string {
  const first = user.first_name.trim();
  if (!first) return user.username;
  return `${first} ${user.last_name.trim()}`.trim();
}

/** Up to two capital letters for an avatar without a picture. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');
  return letters || '?';
}
