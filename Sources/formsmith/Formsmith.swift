import FormsmithCLI

@main enum FormsmithMain {
    static func main() async {
        await FormsmithCommand.main()
    }
}
