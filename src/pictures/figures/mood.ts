// What a face shows: the moment's feeling, which the eyes, brows and mouth carry (face.ts, mouth.ts).
export type Mood = 'smile' | 'open' | 'calm' | 'sleepy' | 'surprised' | 'laugh';
