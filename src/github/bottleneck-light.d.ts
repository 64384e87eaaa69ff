// Octokit's plugins load Bottleneck's light build (no clustering); the package types only its main entry.
declare module 'bottleneck/light.js' {
  import Bottleneck from 'bottleneck';
  export default Bottleneck;
}
