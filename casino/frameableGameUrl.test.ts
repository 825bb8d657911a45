import { describe, expect, it } from 'vitest';
import { frameableGameUrl } from './frameableGameUrl';

describe('the game frame address (spec 2.1 /pg/game, /dz/game ?url=)', () => {
  it('frames a web address a venue launch gave', () => {
    expect(frameableGameUrl('https://games.example.test/slot?id=7')).toBe(
      'https://games.example.test/slot?id=7',
    );
    expect(frameableGameUrl('http://127.0.0.1:8080/game/play')).toBe('http://127.0.0.1:8080/game/play');
  });

  it('never frames script or data addresses, nor anything that is not an address', () => {
    expect(frameableGameUrl('javascript:alert(1)')).toBeNull();
    expect(frameableGameUrl('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(frameableGameUrl('/relative/path')).toBeNull();
    expect(frameableGameUrl('')).toBeNull();
    expect(frameableGameUrl(null)).toBeNull();
  });
});
