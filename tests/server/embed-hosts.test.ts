import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MAP_EMBED_MESSAGE, SPOTIFY_MESSAGE } from '@domain/embeds';
import { gql } from '../gateway/helpers';
import { validBand } from '../helpers/bands';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminToken();
});
afterAll(() => t.close());

const saveMap = (mapEmbedUrl: string) => t.http.put('/api/infopage').set('Authorization', admin).send({ location: { mapEmbedUrl } });
const saveSpotify = (spotifyEmbed: string) => t.http.post('/api/lineup').set('Authorization', admin).send({ ...validBand, spotifyEmbed });

describe('the map embed URL', () => {
  it.each([
    'https://www.google.com/maps/embed?pb=!1m18!1m12',
    'https://www.google.com/maps?q=Quantic+Club,+Bucharest&output=embed',
    'https://maps.google.com/maps?q=Bucharest&output=embed',
  ])('takes Google Maps: %s', async (url) => {
    const res = await saveMap(url);
    expect(res.status).toBe(200);
    expect(res.body.location.mapEmbedUrl).toBe(url);
  });

  it.each([
    'https://evil.example/maps/embed?pb=1',
    'http://www.google.com/maps/embed?pb=1',
    'https://www.google.com/search?q=maps',
    'https://www.google.com.evil.example/maps/embed',
    'https://www.google.com@evil.example/maps',
    'https://www.google.com:8443/maps/embed',
  ])('refuses anything else with a 400 and details: %s', async (url) => {
    await saveMap('https://www.google.com/maps/embed?pb=kept').expect(200);
    const res = await saveMap(url);
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual({ 'location.mapEmbedUrl': MAP_EMBED_MESSAGE });
    expect((await t.http.get('/api/infopage')).body.location.mapEmbedUrl).toBe('https://www.google.com/maps/embed?pb=kept');
  });

  it('still extracts the src from a pasted iframe snippet, then checks its host', async () => {
    expect((await saveMap('<iframe src="https://www.google.com/maps/embed?pb=xyz"></iframe>')).body.location.mapEmbedUrl).toBe(
      'https://www.google.com/maps/embed?pb=xyz',
    );
    expect((await saveMap('<iframe src="https://evil.example/x"></iframe>')).status).toBe(400);
  });
});

describe('the Spotify link', () => {
  it('takes open.spotify.com links and empty', async () => {
    expect((await saveSpotify('https://open.spotify.com/artist/0mGx7kq2Vb5hJw3RtYcE4d')).status).toBe(201);
    expect((await saveSpotify('https://open.spotify.com/embed/album/1?utm_source=x')).status).toBe(201);
    expect((await saveSpotify('')).body.band.spotifyEmbed).toBeNull();
  });

  it.each(['https://evil.example/artist/1', 'http://open.spotify.com/artist/1', 'https://spotify.com/artist/1', 'https://open.spotify.com.evil.example/a'])(
    'refuses %s with a 400 and details, over REST and GraphQL',
    async (url) => {
      const res = await saveSpotify(url);
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual({ spotifyEmbed: SPOTIFY_MESSAGE });
      const viaGraphql = await gql(t, `mutation ($input: BandInput!) { createBand(input: $input) { _id } }`, { input: { ...validBand, spotifyEmbed: url } }, admin);
      expect(viaGraphql.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', details: { spotifyEmbed: SPOTIFY_MESSAGE } });
    },
  );
});
