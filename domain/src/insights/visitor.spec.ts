import { describe, expect, it } from '@jest/globals';
import {
  browserFamily,
  cleanPageAddress,
  isBotUserAgent,
  isSpamReferrer,
  referrerHost,
  truncateIp,
  visitorHashInput,
} from './visitor.js';

const UA = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  safari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
};

describe('truncated IP', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['10.1.2.3', '10.1.2.0'],
    ['::ffff:198.51.100.9', '198.51.100.0'],
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3::/48'],
    ['2001:0db8:0000::1', '2001:db8:0::/48'],
    ['2001:db8::', '2001:db8:0::/48'],
    ['::1', '0:0:0::/48'],
    ['fe80::1%eth0', 'fe80:0:0::/48'],
    ['[2001:db8:1:2::5]', '2001:db8:1::/48'],
    ['256.1.1.1', ''],
    ['not-an-ip', ''],
    ['1:2:3:4:5:6:7:8:9', ''],
    ['', ''],
  ])('%s -> %s', (ip, expected) => {
    expect(truncateIp(ip)).toBe(expected);
  });

  it('two addresses of one /24 (or /48) are the same input', () => {
    expect(truncateIp('203.0.113.1')).toBe(truncateIp('203.0.113.254'));
    expect(truncateIp('2001:db8:1:aaaa::1')).toBe(truncateIp('2001:db8:1:bbbb::2'));
  });
});

describe('browser family', () => {
  it.each([
    [UA.chrome, 'Chrome'],
    [UA.edge, 'Edge'],
    [UA.firefox, 'Firefox'],
    [UA.safari, 'Safari'],
    [UA.chromeIos, 'Chrome'],
    [UA.samsung, 'Samsung Internet'],
    [UA.opera, 'Opera'],
    ['', 'Other'],
    ['SomethingElse/1.0', 'Other'],
  ])('%s -> %s', (ua, family) => {
    expect(browserFamily(ua)).toBe(family);
  });

  it('the hash input keeps neither the full IP nor the full user agent', () => {
    const input = visitorHashInput('Shop.Example.at', '203.0.113.77', UA.chrome);
    expect(input).toBe('shop.example.at|203.0.113.0|Chrome');
  });
});

describe('bots and referrer spam', () => {
  it.each([
    [UA.googlebot, true],
    [UA.headless, true],
    ['curl/8.5.0', true],
    ['python-requests/2.32', true],
    ['facebookexternalhit/1.1', true],
    ['', true],
    [undefined, true],
    [UA.chrome, false],
    [UA.safari, false],
    [UA.firefox, false],
  ])('%s is a bot: %s', (ua, bot) => {
    expect(isBotUserAgent(ua)).toBe(bot);
  });

  it.each([
    ['https://www.Google.com/search?q=brot', 'google.com'],
    ['http://semalt.com/', 'semalt.com'],
    ['android-app://com.google', ''],
    ['nonsense', ''],
    ['', ''],
  ])('referrer %s has host %s', (ref, host) => {
    expect(referrerHost(ref)).toBe(host);
  });

  it.each([
    ['semalt.com', true],
    ['x.semalt.com', true],
    ['notsemalt.com', false],
    ['google.com', false],
    ['', false],
  ])('%s is spam: %s', (host, spam) => {
    expect(isSpamReferrer(host)).toBe(spam);
  });
});

describe('page address', () => {
  it.each([
    [
      '/produkte?utm_source=newsletter&utm_medium=email&token=abc#x',
      '/produkte',
      { utm_source: 'newsletter', utm_medium: 'email' },
    ],
    ['/status/abc/def?email=a@b.at', '/status/abc/def', {}],
    ['https://shop.example.at/kategorie/brot?utm_campaign=ostern', '/kategorie/brot', { utm_campaign: 'ostern' }],
    ['/k%C3%A4se', '/käse', {}],
    ['', '/', {}],
  ])('%s -> %s', (address, path, utm) => {
    expect(cleanPageAddress(address)).toEqual({ path, utm });
  });
});
