import CSystemShims
import FormsmithCLI

@main enum FormsmithMain {
    static func main() async {
        // glibc makes each thread's heap usable a few pages at a time, one mprotect call each:
        // 11,000 calls in a 2,000-page build, 16,000 with 1,000 models. Growing 64 MB at a time
        // (address space: a page still costs memory only once it is touched) leaves a few dozen.
        formsmith_pad_heap_growth(64 << 20)
        await FormsmithCommand.main()
    }
}
