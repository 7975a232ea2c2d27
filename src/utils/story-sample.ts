// A page of story text for the home page, with a sample family's names, worded exactly as the
// book words it (src/book/words.ts).
import { getEntry } from 'astro:content';
import { fillNames } from '../book/index.ts';

const SAMPLE_SCENE = 'bedtime-story';
const NAMES = { child: 'Mia', grandma: 'Nana', grandpa: 'Grandpa Joe', all: ['Nana', 'Grandpa Joe'] };

export async function storySample() {
  const scene = await getEntry('scenes', SAMPLE_SCENE);
  if (scene === undefined) throw new Error(`story sample: no scene "${SAMPLE_SCENE}" in content/scenes.yaml`);
  return { names: NAMES, heading: fillNames(scene.data.label, NAMES), text: fillNames(scene.data.story, NAMES) };
}
