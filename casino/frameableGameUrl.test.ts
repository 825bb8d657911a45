import { describe, expect, it } from 'vitest';
import { frameableGameUrl } from './frameableGameUrl';

const SITE = 'http://127.0.0.1:8080';

describe('the game frame address (spec 2.1 /pg/game, /dz/game ?url=, /game/:info)', () => {
  it('frames a web address a venue launch gave', () => {
    expect(frameableGameUrl('https://games.example.test/slot?id=7', SITE)).toBe(
      'https://games.example.test/slot?id=7',
    );
    expect(frameableGameUrl('http://127.0.0.1:8080/game/play', SITE)).toBe('http://127.0.0.1:8080/game/play');
  });

  it("frames the site's own provider pages given as a path", () => {
    expect(frameableGameUrl('/venues/AGZR/play?token=abc', SITE)).toBe(
      'http://127.0.0.1:8080/venues/AGZR/play?token=abc',
    );
  });

  it('never frames script or data addresses, nor nothing', () => {
    expect(frameableGameUrl('javascript:alert(1)', SITE)).toBeNull();
    expect(frameableGameUrl('JavaScript:alert(1)', SITE)).toBeNull();
    expect(frameableGameUrl('data:text/html,<script>alert(1)</script>', SITE)).toBeNull();
    expect(frameableGameUrl('', SITE)).toBeNull();
    expect(frameableGameUrl(null, SITE)).toBeNull();
  });
});
