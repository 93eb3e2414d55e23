import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser journeys first: they spend most of their minutes waiting on a server and a browser,
 * so they run beside the CPU-bound files instead of after them, where they would set the suite's end.
 */
export class E2eFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isE2e = (file: TestSpecification) => file.project.name === 'e2e';
    return [...sorted.filter(isE2e), ...sorted.filter((file) => !isE2e(file))];
  }
}
