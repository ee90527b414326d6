import { advance, currentItem, offerVersion, startPlaylist } from './playlist';

describe('playlist', () => {
  it('plays the loop in order and wraps around', () => {
    let list = startPlaylist('v1', ['a', 'b', 'c']);
    const seen = [currentItem(list)];
    for (let i = 0; i < 4; i++) {
      list = advance(list);
      seen.push(currentItem(list));
    }
    expect(seen).toEqual(['a', 'b', 'c', 'a', 'b']);
  });

  it('swaps to a new version only at the loop boundary', () => {
    let list = advance(startPlaylist('v1', ['a', 'b', 'c']));
    list = offerVersion(list, 'v2', ['x', 'y']);
    expect(list.version).toBe('v1');
    list = advance(list);
    expect([list.version, currentItem(list)]).toEqual(['v1', 'c']);
    list = advance(list);
    expect([list.version, currentItem(list), list.pending]).toEqual(['v2', 'x', null]);
  });

  it('starts a new version at once when nothing plays', () => {
    expect(currentItem(offerVersion(startPlaylist('v0', []), 'v1', ['a']))).toBe('a');
    expect(currentItem(offerVersion(null, 'v1', ['a']))).toBe('a');
  });

  it('drops a pending version when the current one is offered again', () => {
    const list = offerVersion(offerVersion(startPlaylist('v1', ['a', 'b']), 'v2', ['x']), 'v1', ['a', 'b']);
    expect(list.pending).toBeNull();
  });

  it('steps over unplayable items and stays put when none can play', () => {
    const list = startPlaylist('v1', ['a', 'b', 'c']);
    expect(currentItem(advance(list, (item) => item !== 'b'))).toBe('c');
    expect(advance(list, () => false).index).toBe(0);
  });

  it('a broken item at the end still lets the new version in', () => {
    let list = advance(startPlaylist('v1', ['a', 'b']));
    list = offerVersion(list, 'v2', ['x']);
    list = advance(list, (item) => item !== 'b');
    expect([list.version, currentItem(list)]).toEqual(['v2', 'x']);
  });
});
