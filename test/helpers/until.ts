// One wait for the repo's tests and QA's: the kit's (real time, also under a fake clock).
export { until } from '../../testing/wait';
