export { jobsPlugin, type Job, type JobRunner } from './runner';
